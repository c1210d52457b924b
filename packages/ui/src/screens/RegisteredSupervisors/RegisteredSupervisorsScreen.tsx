import type { Supervisor } from '@siwes/api';
import { DataTable, type Column } from '../../components/DataTable/DataTable.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';

const COLUMNS: ReadonlyArray<Column<Supervisor>> = [
  {
    key: 'name',
    header: 'Name',
    sortable: true,
    rowHeader: true,
    value: (s) => `${s.firstName} ${s.lastName}`,
  },
  { key: 'phone', header: 'Phone Number', sortable: true, value: (s) => s.phone },
  { key: 'email', header: 'Email', sortable: true, value: (s) => s.email },
  {
    key: 'students',
    header: 'Students Assigned',
    sortable: true,
    value: (s) => s.noOfAssignedStudents,
  },
];

/**
 * Registered Supervisors (`/coordinator/supervisors`; spec sections 2, 4 and 7): every supervisor
 * with their phone, email and the number of students assigned to them, sorted in the browser by
 * any column (the same header again reverses it). Loading, the server's message with Try again,
 * or a line saying there are none yet.
 */
export function RegisteredSupervisorsScreen() {
  const { client } = useServices();
  const page = useLoad((call) => client.listSupervisors(call));
  return (
    <LoadedAreaPage
      role="coordinator"
      title="Registered Supervisors"
      page={page}
      loadingLabel="Loading supervisors…"
    >
      {(supervisors) => (
        <DataTable
          caption="Registered supervisors"
          columns={COLUMNS}
          rows={supervisors}
          rowKey={(s) => s._id}
          defaultSort={{ key: 'name', order: 'asc' }}
          emptyText="No supervisors have been registered yet. Create one from Create Supervisor."
        />
      )}
    </LoadedAreaPage>
  );
}
