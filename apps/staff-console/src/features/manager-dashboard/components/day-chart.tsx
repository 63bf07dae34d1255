import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';

export interface DayBar {
  /** The day as the reader's language writes it. */
  label: string;
  value: number | null;
}

export interface DayChartProps {
  bars: DayBar[];
  /** A value as its axis shows it. */
  formatTick: (value: number) => string;
  /** The axis's top, when the figure has one (a share: 1; a score: 5). */
  top?: number;
}

const Frame = styled.div`
  width: 100%;
  height: 200px;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One figure by day, drawn in the hotel's colour. Recharts (a chunk of its own, loaded with the
 * dashboard only); the picture is hidden from screen readers, which read the table beside it.
 */
export default function DayChart({ bars, formatTick, top }: DayChartProps) {
  // The hotel's primary colour is darkened to read as text on the page: a bar contrasts as much.
  const { color } = useTheme();
  return (
    <Frame aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={bars}
          accessibilityLayer={false}
          margin={{ top: 8, right: 24, left: 0, bottom: 0 }}
        >
          <CartesianGrid vertical={false} stroke={color.border} />
          <XAxis
            dataKey="label"
            tick={{ fill: color.textMuted }}
            stroke={color.border}
            interval="preserveStartEnd"
            minTickGap={16}
          />
          <YAxis
            width="auto"
            tick={{ fill: color.textMuted }}
            stroke={color.border}
            tickFormatter={formatTick}
            allowDecimals={top === undefined || top > 1}
            domain={[0, top ?? 'auto']}
          />
          <Bar dataKey="value" fill={color.primary} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}
