import { DATASET_LICENCES } from '@core/contract/licences';
import '../licences.css';

/** Each part of the data, where it shows, its licence, what reuse it allows and the credit it needs. */
export function LicenceTable() {
  return (
    <table className="licence-table" data-testid="licence-table">
      <caption className="visually-hidden">Licences of Isolario's data</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Licence</th>
          <th scope="col">Reuse</th>
          <th scope="col">Credit</th>
        </tr>
      </thead>
      <tbody>
        {DATASET_LICENCES.map((entry) => (
          <tr key={entry.id} data-licence={entry.id}>
            <th scope="row">
              {entry.dataset}
              <span className="licence-table__where">{entry.where}</span>
            </th>
            <td data-label="Licence">
              {entry.licenceUrl ? <a href={entry.licenceUrl}>{entry.licence}</a> : entry.licence}
            </td>
            <td data-label="Reuse">{entry.reuse}</td>
            <td data-label="Credit">{entry.credit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
