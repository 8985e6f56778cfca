'use client';
/**
 * An item's record in its page of the admin, as a compact table (a `ui` field): its history (who changed what, when)
 * or the replies sent, newest last, the times in China's time. Read from the document as last saved, so a save shows
 * its own line at once. The rows themselves are array fields only the hooks write (../queue.ts).
 */
import { useDocumentInfo, useTranslation } from '@payloadcms/ui';
import { chinaMinute } from '../working-days';

type Row = Record<string, unknown>;
type Label = { zh: string; en: string };
type Props = { name: string; title: Label; columns: { key: string; label: Label }[] };

export function RecordTable({ name, title, columns }: Props) {
  const { savedDocumentData } = useDocumentInfo();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const value = (savedDocumentData as Row | undefined)?.[name];
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  if (rows.length === 0) return null;
  return (
    <div className="record-table field-type">
      <h3 className="record-table__title">{title[lang]}</h3>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label[lang]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={String(row.id ?? index)}>
              {columns.map((column) => (
                <td key={column.key}>{column.key === 'at' ? chinaMinute(row.at) : String(row[column.key] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
