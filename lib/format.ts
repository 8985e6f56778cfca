import type { LifecycleStatus } from './backend/types';

/** `2026-10-28T08:00:00Z` → `2026-10-28` (the date as the CMS wrote it, no time-zone shift). */
export function formatDate(iso: string): string {
  return iso.slice(0, 10);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const LIFECYCLE_LABELS: Record<LifecycleStatus, string> = {
  mass_production: '量产',
  sampling: '样品',
  development: '开发中',
  nrnd: '不推荐新设计',
  discontinued: '停产',
};

export function formatSpecValue(value: number | string, unit: string): string {
  return unit ? `${value} ${unit}` : String(value);
}
