import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert } from '@portal/ui/alert';
import { Button } from '@portal/ui/button';
import type {
  FrontDeskReservationDetail,
  IdentityDetails,
} from '@portal/api-client/staff-contract/front-desk';
import { formatInstant } from '../../../lib/date-time.ts';
import { errorMessage } from '@portal/web-platform/error-message';
import { useIdentityDetails } from '../api/front-desk-queries.ts';
import { Actions, Facts, Muted, Panel, PanelTitle, Plain } from './desk-parts.ts';
import { IdentityDocumentView } from './identity-document-view.tsx';

const Guest = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const GuestName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const SubTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Documents = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  @media (min-width: 700px) {
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  }
`;

type ShownDeclaration = IdentityDetails['guests'][number]['declaration'];

/** A guest's declaration, once the desk asked for the identity details. */
function Declaration({ declaration }: { declaration: ShownDeclaration }) {
  const { t } = useTranslation();
  return (
    <>
      <SubTitle>{t('front-desk:reservation.declaration')}</SubTitle>
      {declaration ? (
        <Facts>
          <dt>{t('front-desk:reservation.fullName')}</dt>
          <dd>{declaration.fullName}</dd>
          <dt>{t('front-desk:reservation.gender')}</dt>
          <dd>{t(`front-desk:gender.${declaration.gender}`)}</dd>
          <dt>{t('front-desk:reservation.dateOfBirth')}</dt>
          <dd>{declaration.dateOfBirth}</dd>
          <dt>{t('front-desk:reservation.declaredNationality')}</dt>
          <dd>{declaration.nationality}</dd>
          <dt>{t('front-desk:reservation.passportNumber')}</dt>
          <dd>{declaration.passportNumber}</dd>
          <dt>{t('front-desk:reservation.stayPeriod')}</dt>
          <dd>{`${declaration.stayFrom} – ${declaration.stayTo}`}</dd>
        </Facts>
      ) : (
        <Muted>{t('front-desk:reservation.noDeclaration')}</Muted>
      )}
    </>
  );
}

/**
 * The pre check-in as the guests sent it: arrival time, preferences, notes, every guest with their
 * documents; their identity details (nationality, declaration) only when the desk asks, each time
 * written to the audit log.
 */
export function PreCheckInDetails({ reservation }: { reservation: FrontDeskReservationDetail }) {
  const { t, i18n } = useTranslation();
  const details = useIdentityDetails(reservation.id);
  const { preCheckIn } = reservation;
  return (
    <Panel aria-label={t('front-desk:reservation.preCheckIn')}>
      <PanelTitle>{t('front-desk:reservation.preCheckIn')}</PanelTitle>
      <Plain>
        {t(`front-desk:preCheckInState.${preCheckIn.state}`)}
        {preCheckIn.sentAt &&
          ` · ${t('front-desk:reservation.sentAt', { at: formatInstant(preCheckIn.sentAt, i18n.language) })}`}
      </Plain>
      {reservation.returnNote && (
        <Plain>{t('front-desk:reservation.returnNote', { note: reservation.returnNote })}</Plain>
      )}
      <Facts>
        <dt>{t('front-desk:reservation.arrivalTime')}</dt>
        <dd>{reservation.arrivalTime ?? t('front-desk:reservation.notGiven')}</dd>
        <dt>{t('front-desk:reservation.preferences')}</dt>
        <dd>
          {reservation.preferenceCodes.length === 0
            ? t('front-desk:reservation.notGiven')
            : reservation.preferenceCodes
                .map((code) => t(`front-desk:preference.${code}`, { defaultValue: code }))
                .join(', ')}
        </dd>
        <dt>{t('front-desk:reservation.notes')}</dt>
        <dd>{reservation.notes || t('front-desk:reservation.notGiven')}</dd>
      </Facts>
      {reservation.guests.some((guest) => guest.hasIdentityDetails) && (
        <Actions>
          {details.data ? (
            <Button type="button" variant="secondary" onClick={() => details.reset()}>
              {t('front-desk:reservation.hideIdentity')}
            </Button>
          ) : (
            <Button
              type="button"
              variant="secondary"
              disabled={details.isPending}
              onClick={() => details.mutate()}
            >
              {t('front-desk:reservation.showIdentity')}
            </Button>
          )}
          <Muted>{t('front-desk:reservation.identityAudited')}</Muted>
        </Actions>
      )}
      {details.error && <Alert tone="error">{errorMessage(t, details.error)}</Alert>}
      {reservation.guests.map((guest) => {
        const name = `${guest.firstName} ${guest.lastName}`;
        const identity = details.data?.guests.find((shown) => shown.id === guest.id);
        return (
          <Guest key={guest.id} aria-label={name}>
            <GuestName>{name}</GuestName>
            <Muted>
              {[
                guest.isPrimary && t('front-desk:reservation.leadGuest'),
                guest.isChild && t('front-desk:reservation.child'),
                identity?.nationality &&
                  t('front-desk:reservation.nationality', { code: identity.nationality }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Muted>
            {identity && <Declaration declaration={identity.declaration} />}
            <SubTitle>{t('front-desk:reservation.documents')}</SubTitle>
            {guest.documents.length === 0 ? (
              <Muted>{t('front-desk:reservation.noDocuments')}</Muted>
            ) : (
              <>
                <Muted>{t('front-desk:reservation.documentsAudited')}</Muted>
                <Documents>
                  {guest.documents.map((document) => (
                    <IdentityDocumentView key={document.id} document={document} guest={name} />
                  ))}
                </Documents>
              </>
            )}
          </Guest>
        );
      })}
    </Panel>
  );
}
