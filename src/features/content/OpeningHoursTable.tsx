import { useT } from '../../lib/services'
import { dayRange, hoursTable, type OpeningHours } from './shop-info'
import './texts'

/** A week's hours as a small table: "Po–St 10:00–22:00", …, "Ne zavřeno". */
export function OpeningHoursTable({ hours, caption }: { hours: readonly OpeningHours[]; caption: string }) {
  const t = useT()
  return (
    <table className="opening-hours">
      <caption>{caption}</caption>
      <tbody>
        {hoursTable(hours).map((row) => (
          <tr key={row.from}>
            <th scope="row">{dayRange(row.from, row.to, t)}</th>
            <td>{row.hours ? `${row.hours.opens}–${row.hours.closes}` : t('content.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
