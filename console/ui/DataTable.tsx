import type { ReactNode } from 'react'
import './data-table.css'

/**
 * The console's one table: a caption for screen readers and sighted staff alike, a header row, a row per item,
 * and what to say when there is nothing. Every screen's list uses it, so lists look and read the same.
 */
export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string }

/**
 * `stacked`: on a phone each row reads as a card, every cell after its column's header (label: value), so staff read
 * a wide list without scrolling its frame sideways; the header row stays for screen readers.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  stacked = false,
}: {
  caption: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  empty: string
  stacked?: boolean
}) {
  return (
    <div className="table-wrap">
      <table className={stacked ? 'data-table data-table--stacked' : 'data-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="data-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
