import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { inStoryLanguage } from '../storybook/story-language.tsx';
import { contrastRatio } from './create-theme.ts';

const TEXTS = {
  en: { caption: 'Tenant colour', pair: 'Pair', ratio: 'Ratio' },
  vi: { caption: 'Màu của khách sạn', pair: 'Cặp màu', ratio: 'Tỉ lệ' },
};

/** The palette the current tenant's colour expands into, with each text pair's contrast ratio. */
function Palette({ texts = TEXTS.en }: { texts?: typeof TEXTS.en }) {
  const { color } = useTheme();
  const pairs: [string, string, string][] = [
    ['onBrand on brand', color.onBrand, color.brand],
    ['onPrimary on primary', color.onPrimary, color.primary],
    ['primary on surface', color.primary, color.surface],
    ['text on primarySoft', color.text, color.primarySoft],
    ['textMuted on background', color.textMuted, color.background],
    ['onDanger on danger', color.onDanger, color.danger],
    ['onSuccess on success', color.onSuccess, color.success],
    ['onWarning on warning', color.onWarning, color.warning],
  ];
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>
        {texts.caption} {color.tenant}
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            {texts.pair}
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            {texts.ratio}
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map(([name, foreground, background]) => (
          <tr key={name}>
            <td style={{ background, color: foreground, padding: '10px 12px' }}>{name}</td>
            <td
              style={{
                textAlign: 'right',
                padding: '10px 12px',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {contrastRatio(foreground, background).toFixed(2)}:1
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Foundations/Palette',
  component: Palette,
  render: (_args, context) => <Palette texts={inStoryLanguage(context, TEXTS)} />,
  argTypes: { texts: { table: { disable: true } } },
} satisfies Meta<typeof Palette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tenant: Story = {};
