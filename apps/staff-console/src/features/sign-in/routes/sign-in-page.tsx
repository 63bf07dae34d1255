import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/ui/alert';
import type { StaffSignInRequest } from '@portal/api-client/staff-contract/staff-session';
import { storeSession } from '@portal/web-platform/session';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { tenant } from '../../../config/tenant.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { staffApi } from '../../../lib/staff-api.ts';
import { SignInForm } from '../components/sign-in-form.tsx';
import { LanguageToggle } from '../../../components/language-toggle.tsx';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  /* A column no wider than the screen, whatever the panel's longest word at 200 % text. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: space-between;
`;

const Hotel = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Where a session ended mid-visit sends the staff member back to, told why. */
export interface SignInNotice {
  sessionEnded?: boolean;
}

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notice = (useLocation().state ?? {}) as SignInNotice;

  const signIn = async (draft: StaffSignInRequest) => {
    const session = await staffApi.staffSignIn({ body: draft });
    queryClient.clear();
    queryClient.setQueryData(queryKeys.session, session);
    storeSession(session);
    await navigate('/', { replace: true });
  };

  return (
    <Page>
      <Panel>
        <Top>
          <Hotel>
            <BrandMark />
            <span>{tenant.displayName}</span>
          </Hotel>
          <LanguageToggle />
        </Top>
        <Title>{t('sign-in:title')}</Title>
        {notice.sessionEnded && <Alert tone="info">{t('sign-in:sessionEnded')}</Alert>}
        <SignInForm onSignIn={signIn} />
      </Panel>
    </Page>
  );
}
