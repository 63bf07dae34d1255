import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import type { StaffOffer } from '@portal/api-client/staff-contract/concierge';
import { EditorPanel } from '../../../components/editor-panel.tsx';
import { QueryState } from '@portal/web-platform/query-state';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { useEditor } from '../../../hooks/use-editor.ts';
import { offersQuery } from '../api/offers-queries.ts';
import { List, ListBar, Muted, SectionTitle } from '../components/content-parts.ts';
import { OfferEntry, phaseOf } from '../components/offer-entry.tsx';
import { OfferForm } from '../components/offer-form.tsx';
import { todayAtHotel } from '../lib/hotel-clock.ts';

const Ended = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** The hotel's offers: the current and coming ones, then those that ended; add and change. */
export function OffersPage() {
  const { t } = useTranslation();
  const offers = useQuery(offersQuery);
  // `{ offer: null }` is a new offer: the editor's own null means no form is open.
  const editor = useEditor<{ offer: StaffOffer | null }>();
  const today = todayAtHotel();

  return (
    <>
      <ScreenTitle>{t('concierge:offers.title')}</ScreenTitle>
      {editor.editing && (
        <EditorPanel
          title={t(editor.editing.offer ? 'concierge:offers.edit' : 'concierge:offers.add')}
        >
          <OfferForm offer={editor.editing.offer} onDone={editor.close} />
        </EditorPanel>
      )}
      <div hidden={editor.editing !== null}>
        <ListBar>
          <Muted>{t('concierge:offers.hint')}</Muted>
          <Button type="button" onClick={() => editor.open({ offer: null })}>
            {t('concierge:offers.add')}
          </Button>
        </ListBar>
        <QueryState query={offers}>
          {(list) => {
            const running = list.filter((offer) => phaseOf(offer, today) !== 'ended');
            const ended = list.filter((offer) => phaseOf(offer, today) === 'ended');
            return (
              <>
                <section aria-labelledby="offers-running">
                  <SectionTitle id="offers-running">{t('concierge:offers.running')}</SectionTitle>
                  {running.length === 0 ? (
                    <EmptyState icon="search" title={t('concierge:offers.none')} />
                  ) : (
                    <List>
                      {running.map((offer) => (
                        <li key={offer.id}>
                          <OfferEntry
                            offer={offer}
                            phase={phaseOf(offer, today)}
                            onEdit={() => editor.open({ offer })}
                          />
                        </li>
                      ))}
                    </List>
                  )}
                </section>
                {ended.length > 0 && (
                  <Ended aria-labelledby="offers-ended">
                    <SectionTitle id="offers-ended">
                      {t('concierge:offers.endedTitle')}
                    </SectionTitle>
                    <List>
                      {ended.map((offer) => (
                        <li key={offer.id}>
                          <OfferEntry
                            offer={offer}
                            phase="ended"
                            onEdit={() => editor.open({ offer })}
                          />
                        </li>
                      ))}
                    </List>
                  </Ended>
                )}
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
