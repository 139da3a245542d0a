// One report's figures drawn: months as a trend line, BGs as bars, one series per currency. The
// chart library loads only with the screens that draw (this file is imported by lazy pages only).
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState } from 'react-admin';
import { formatMoney } from '../../../i18n/format';
import type { ReportFigures } from '../../../resources/system/reportAnalysis/model/wire';

interface Props {
  figures: ReportFigures;
  /** The chart's accessible name (the report's name). */
  label: string;
  height?: number;
}

/**
 * Per series, one value per category: the exact decimal kept for the tooltip, its number only for
 * the drawing (no sum is made here). A month without figures is zero.
 */
export function seriesOf(figures: ReportFigures) {
  return figures.series.map((series) => {
    const exact = figures.categories.map((c) => figures.rows.find((r) => r.category === c && r.series === series)?.amount ?? '0.00');
    return {
      id: series,
      label: series,
      data: exact.map(Number),
      valueFormatter: (_v: number | null, ctx: { dataIndex: number }) => `${formatMoney(exact[ctx.dataIndex])} ${series}`,
    };
  });
}

export function ReportChart({ figures, label, height = 280 }: Props) {
  const series = seriesOf(figures);
  const [locale] = useLocaleState();
  // Axis ticks in short form (80M, 8千万): the exact figures are in the tooltip and the table.
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const common = { height, margin: { left: 8, right: 16 }, yAxis: [{ width: 56, valueFormatter: (v: number) => compact.format(v) }] };
  return (
    <figure aria-label={label} data-testid="report-chart" data-kind={figures.report.chart} style={{ margin: 0 }}>
      {figures.report.chart === 'line' ? (
        <LineChart {...common} series={series.map((x) => ({ ...x, curve: 'linear' as const }))} xAxis={[{ scaleType: 'point', data: figures.categories }]} />
      ) : (
        <BarChart {...common} series={series} xAxis={[{ scaleType: 'band', data: figures.categories }]} />
      )}
    </figure>
  );
}
