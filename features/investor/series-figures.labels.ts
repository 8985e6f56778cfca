import 'server-only';
import { getTranslations } from 'next-intl/server';
import { AMOUNTS, METRIC_MESSAGE, RATIOS, type Metric } from './financial-metrics';
import { SERIES_KINDS, type SeriesKind } from './financials';

/** A financial series' charts and table (messages `Financials`): the charts' titles, the metrics' names, the table's. */
export type SeriesFiguresLabels = {
  amounts: string;
  ratios: string;
  period: string;
  metrics: Record<Metric, string>;
  tableCaption: Record<SeriesKind, string>;
};

export async function seriesFiguresLabels(): Promise<SeriesFiguresLabels> {
  const t = await getTranslations('Financials');
  return {
    amounts: t('amounts'),
    ratios: t('ratios'),
    period: t('period'),
    metrics: Object.fromEntries([...AMOUNTS, ...RATIOS].map((key) => [key, t(METRIC_MESSAGE[key])])) as Record<Metric, string>,
    tableCaption: Object.fromEntries(SERIES_KINDS.map((kind) => [kind, t('tableCaption', { series: t(kind) })])) as Record<
      SeriesKind,
      string
    >,
  };
}
