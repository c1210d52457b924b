import { describeLagosTime, UNDELIVERED_MAIL_LIMIT, type UndeliveredMail } from '@siwes/api';
import { DataTable, type Column } from '../../components/DataTable/DataTable.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';

/** What each message was about, in the coordinator's words (the server's `event`). */
const EVENTS: Record<string, string> = {
  studentWeek: 'Reminder: a week with no entry',
  signoffWaiting: 'Reminder: weeks waiting for sign-off',
  ungraded: 'Reminder: defences not graded',
  registrationDeadline: 'Reminder: registration deadline',
};

function eventName(event: string | null): string {
  return event === null ? 'Other mail' : (EVENTS[event] ?? event);
}

const COLUMNS: ReadonlyArray<Column<UndeliveredMail>> = [
  {
    key: 'to',
    header: 'Recipient',
    sortable: true,
    rowHeader: true,
    breakAnywhere: true,
    value: (m) => m.to,
  },
  { key: 'event', header: 'Event', sortable: true, value: (m) => eventName(m.event) },
  { key: 'subject', header: 'Subject', sortable: true, value: (m) => m.subject },
  { key: 'reason', header: 'Reason', value: (m) => m.reason },
  { key: 'attempts', header: 'Tries', sortable: true, value: (m) => m.attempts },
  {
    key: 'failedAt',
    header: 'Given Up',
    sortable: true,
    value: (m) => m.failedAt,
    render: (m) => describeLagosTime(m.failedAt, { time: true }),
  },
];

/**
 * Undelivered Mail (`/coordinator/undeliveredmail`; issue 26): the mail the mail server refused
 * for good or that failed every try, newest first, with its recipient, what it was about, the
 * mail server's reason and the tries made, so that a typo in an address is found. Loading, the
 * server's message with Try again, or a line saying every message was accepted.
 */
export function UndeliveredMailScreen() {
  const { client } = useServices();
  const page = useLoad((call) => client.getUndeliveredMail(call));
  return (
    <LoadedAreaPage
      role="coordinator"
      title="Undelivered Mail"
      page={page}
      loadingLabel="Loading undelivered mail…"
    >
      {({ data, total }) => (
        <>
          <p>
            Mail the mail server refused for good, or that failed every try, newest first. Check each address
            for a typo and correct it in the student&rsquo;s or supervisor&rsquo;s details.
          </p>
          {total > data.length && (
            <p>
              Showing the newest {Math.min(data.length, UNDELIVERED_MAIL_LIMIT)} of {total} messages.
            </p>
          )}
          <DataTable
            caption="Undelivered mail"
            columns={COLUMNS}
            rows={data}
            rowKey={(m) => m.id}
            defaultSort={{ key: 'failedAt', order: 'desc' }}
            emptyText="No undelivered mail: the mail server has accepted every message."
          />
        </>
      )}
    </LoadedAreaPage>
  );
}
