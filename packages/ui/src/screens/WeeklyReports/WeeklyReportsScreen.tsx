import { useLocation, useParams } from 'react-router';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { LogbookWeeks } from '../../kit/Logbook/LogbookWeeks.tsx';
import { useLogbook } from '../../kit/useLogbook.ts';
import { ScreenLink } from '../../registry/ScreenLink.tsx';
import type { StudentLinkState } from '../../registry/screens.ts';

/**
 * Weekly Reports (/coordinator/student/weeklyreports/{id}, the student's code; spec sections 2,
 * 7 and 8, and issue 24): headed with the student's name, each week's start date with its Monday
 * to Friday entries, newest week first, a day left empty marked as such, a day still ahead (in
 * Lagos) as not yet come; under each week its sign-off by the workplace supervisor (who, when,
 * comment, stamp) or the link waiting for it, its reopenings and its comments, with the
 * coordinator's comment box and, for a signed or past week, a reopening with a reason (the same
 * parts as the supervisor's logbook page). A failed load shows the server's message, else
 * 'Failed to load data'.
 */
export function WeeklyReportsScreen() {
  const { id = '' } = useParams();
  const linkedName = (useLocation().state as StudentLinkState | null)?.name;
  const { page, acts } = useLogbook('coordinator', id);
  const name = page.data?.student.name ?? linkedName;
  return (
    <LoadedAreaPage
      role="coordinator"
      title={name ? `Weekly Reports: ${name}` : 'Weekly Reports'}
      lead={
        <>
          Student code {page.data?.student.studentCode ?? id} ·{' '}
          <ScreenLink to="coordinatorStudent" params={{ id }}>
            Student Details
          </ScreenLink>
        </>
      }
      page={page}
      loadingLabel="Loading the weekly reports…"
    >
      {({ weeks }) => <LogbookWeeks weeks={weeks} acts={acts} onChanged={page.reload} />}
    </LoadedAreaPage>
  );
}
