import { useId } from 'react';
import type { Form, FormPurpose } from '@siwes/api';
import { Notice } from '../../components/Notice/Notice.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { DownloadButton } from '../../kit/FormFiles/FormFiles.tsx';
import { useFormDownloads } from '../../kit/useFormDownloads.ts';
import { useLoad } from '../../kit/useLoad.ts';
import { useRowAction, type RowActions } from '../../kit/useRowActions.ts';
import { useServices } from '../../services/services.tsx';
import styles from './LecturerFormsScreen.module.css';

/** The groups in the order a placement meets them: the visit, then the defence. */
const GROUPS: ReadonlyArray<{ purpose: FormPurpose; title: string; none: string }> = [
  { purpose: 'Inspection', title: 'Inspection forms', none: 'No inspection forms yet.' },
  { purpose: 'Defence', title: 'Defence forms', none: 'No defence forms yet.' },
];

type Downloads = RowActions<Form>;

/**
 * View Inspection/Defence Forms (`/lecturers/forms`; spec sections 2, 3 and 7): the forms the
 * coordinator uploaded, grouped by purpose, each with its description and file name. Download
 * saves the file under its own name; each form's download, its spinner and its error are its own.
 * No forms at all says so; a failed load shows the server's message with Try again.
 */
export function LecturerFormsScreen() {
  const { client } = useServices();
  const page = useLoad((call) => client.listSupervisorForms(call));
  const downloads = useFormDownloads('supervisor');
  return (
    <LoadedAreaPage
      role="supervisor"
      title="View Inspection/Defence Forms"
      lead="The forms for your inspection visits and defences, as the coordinator uploaded them."
      page={page}
      loadingLabel="Loading the forms…"
    >
      {(forms) =>
        forms.length === 0 ? (
          <p className={styles.empty}>There are no forms yet. The coordinator has not uploaded any.</p>
        ) : (
          <div className={styles.groups}>
            {GROUPS.map((group) => (
              <FormGroup
                key={group.purpose}
                title={group.title}
                none={group.none}
                forms={forms.filter((f) => f.purpose === group.purpose)}
                downloads={downloads}
              />
            ))}
          </div>
        )
      }
    </LoadedAreaPage>
  );
}

function FormGroup({
  title,
  none,
  forms,
  downloads,
}: {
  title: string;
  none: string;
  forms: readonly Form[];
  downloads: Downloads;
}) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {title}
      </h2>
      {forms.length === 0 ? (
        <p className={styles.empty}>{none}</p>
      ) : (
        <ul className={styles.list}>
          {forms.map((form) => (
            <FormItem key={form._id} form={form} downloads={downloads} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FormItem({ form, downloads }: { form: Form; downloads: Downloads }) {
  const action = useRowAction(downloads, form._id);
  return (
    <li className={styles.item}>
      <div className={styles.about}>
        <h3 className={styles.description}>{form.description}</h3>
        <p className={styles.fileName}>{form.name}</p>
      </div>
      <div className={styles.download}>
        <DownloadButton
          action={action}
          onClick={() => downloads.run(form._id, form)}
          what={form.description}
        />
        <Notice tone="success">{action.message}</Notice>
        <Notice tone="error">{action.error}</Notice>
      </div>
    </li>
  );
}
