import { telHref, type ContactDetails } from '@siwes/api';
import { DetailGrid, DetailList } from '../../components/DetailList/DetailList.tsx';
import { Notice } from '../../components/Notice/Notice.tsx';
import { LoadedAreaPage } from '../../kit/AreaPage/AreaPage.tsx';
import { useLoad } from '../../kit/useLoad.ts';
import { useServices } from '../../services/services.tsx';
import styles from './ContactScreen.module.css';

/** Said when the contact file cannot be fetched or read. */
export const CONTACT_FAILED = 'The contact details could not be loaded.';
/** Said over the shipped demonstration values, so nobody mistakes them for real ones. */
export const DEMO_CONTACT =
  'These are demonstration details, not real ones: the university has not published its contacts here yet.';
export const NO_FUND_OFFICES =
  'No fund office has been listed yet. Ask the SIWES coordinator which office to use.';

function Phones({ phones }: { phones: readonly string[] }) {
  return (
    <ul className={styles.phones}>
      {phones.map((phone) => (
        <li key={phone}>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      ))}
    </ul>
  );
}

function Email({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}

/**
 * Contact (`/students/contact` and `/students/message`; spec section 2): the SIWES
 * coordinator's name, email, office and two phone numbers, and the industrial training fund's
 * offices the students deal with. Emails are `mailto:` links and phone numbers `tel:` links, so
 * a phone mails or calls in one tap. The details are the university's, from the contact file a
 * deployer edits (`services.contact`, docs/deploy.md); the shipped demonstration values say so.
 */
export function ContactScreen() {
  const { contact } = useServices();
  const page = useLoad((call) => contact(call.signal ? { signal: call.signal } : {}), CONTACT_FAILED);
  return (
    <LoadedAreaPage
      role="student"
      title="Contact"
      lead="Whom to ask about your industrial training."
      page={page}
      loadingLabel="Loading the contact details…"
    >
      {(details) => <ContactView details={details} />}
    </LoadedAreaPage>
  );
}

function ContactView({ details }: { details: ContactDetails }) {
  const { coordinator, fundOffices } = details;
  const phones = [coordinator.phone1, coordinator.phone2].filter((phone) => phone !== '');
  return (
    <>
      {details.demo && <Notice tone="info">{DEMO_CONTACT}</Notice>}
      <DetailGrid>
        <DetailList
          title="SIWES Coordinator"
          details={[
            { label: 'Name', value: coordinator.name },
            { label: 'Email', value: <Email address={coordinator.email} /> },
            { label: 'Office', value: coordinator.office },
            {
              label: phones.length > 1 ? 'Phone Numbers' : 'Phone Number',
              value: <Phones phones={phones} />,
            },
          ]}
        />
      </DetailGrid>
      <h2 className={styles.heading}>Industrial Training Fund offices</h2>
      {fundOffices.length === 0 ? (
        <p>{NO_FUND_OFFICES}</p>
      ) : (
        <DetailGrid>
          {fundOffices.map((office) => (
            <DetailList
              key={office.name}
              level={3}
              title={office.name}
              details={[
                { label: 'Address', value: office.address },
                ...(office.email ? [{ label: 'Email', value: <Email address={office.email} /> }] : []),
                ...(office.phones.length > 0
                  ? [
                      {
                        label: office.phones.length > 1 ? 'Phone Numbers' : 'Phone Number',
                        value: <Phones phones={office.phones} />,
                      },
                    ]
                  : []),
              ]}
            />
          ))}
        </DetailGrid>
      )}
    </>
  );
}
