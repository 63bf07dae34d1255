import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { color, font, motion, radius, shadow, space, touchTarget } from '../theme/tokens.ts';

export interface FilterTabOption {
  value: string;
  label: string;
  /** E.g. how many items the filter holds. */
  count?: number;
}

export interface FilterTabsProps {
  /** Names the tab list, e.g. "Filter local tips". */
  label: string;
  options: FilterTabOption[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the list the tabs filter (the tab panel). */
  controls?: string;
}

const List = styled.div`
  display: flex;
  gap: ${space(1)};
  padding: ${space(1)};
  border-radius: ${radius.pill};
  background: ${color.surface};
  box-shadow: ${shadow.card};
`;

const Tab = styled.button`
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  min-height: ${touchTarget};
  padding: 0 ${space(4)};
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: ${font.weight.medium};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition: background ${motion.fast} ease;
  }
  &:hover:not([aria-selected='true']) {
    background: ${color.primarySoft};
  }
  &[aria-selected='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
    font-weight: ${font.weight.bold};
  }
`;

/** A segmented filter (e.g. Liked / All) with the tab pattern: arrows move and select, Home/End jump. */
export function FilterTabs({ label, options, value, onChange, controls }: FilterTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const select = (index: number) => {
    const option = options[(index + options.length) % options.length];
    if (!option) return;
    onChange(option.value);
    list.current?.querySelector<HTMLElement>(`[data-value="${CSS.escape(option.value)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = options.findIndex((option) => option.value === value);
    const targets: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: options.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  return (
    <List ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Tab
            key={option.value}
            type="button"
            role="tab"
            data-value={option.value}
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.count !== undefined && <span>({option.count})</span>}
          </Tab>
        );
      })}
    </List>
  );
}
