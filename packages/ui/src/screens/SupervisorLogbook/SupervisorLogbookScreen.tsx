import { useLocation, useParams } from 'react-router';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { LogbookWeeks } from '../../kit/Logbook/LogbookWeeks.tsx';
import { useLogbook } from '../../kit/useLogbook.ts';
import type { StudentLinkState } from '../../registry/screens.ts';
import { StudentVisits } from './StudentVisits.tsx';

/**
 * A student's logbook as their institution supervisor reads it (`/lecturers/logbook/{id}`, the
 * student's code; issue 24 part 4), opened from the inspection and defence lists: headed with the
 * student's name, every week newest first with its five days as written, its sign-off by the
 * workplace supervisor (who, when, comment, stamp), its reopenings and comments; a comment box per
 * week, and a signed or past week reopened with a reason. Above the weeks, the student's visits
 * for this supervisor: status, date and grade, with links to set the date and to grade
 * (`StudentVisits`; issue 34). A supervisor the student is not assigned to reads the server's
 * sentence ('This student is not assigned to you.').
 */
export function SupervisorLogbookScreen() {
  const { id = '' } = useParams();
  const linkedName = (useLocation().state as StudentLinkState | null)?.name;
  const { page, acts } = useLogbook('supervisor', id);
  const name = page.data?.student.name ?? linkedName;
  return (
    <LoadedAreaPage
      role="supervisor"
      title={name ? `Logbook: ${name}` : 'Logbook'}
      lead={
        page.data
          ? `Student code ${page.data.student.studentCode} · ${page.data.student.course}`
          : `Student code ${id}`
      }
      page={page}
      loadingLabel="Loading the logbook…"
    >
      {({ weeks, student }) => (
        <>
          <StudentVisits code={student.studentCode} />
          <LogbookWeeks weeks={weeks} acts={acts} onChanged={page.reload} />
        </>
      )}
    </LoadedAreaPage>
  );
}
