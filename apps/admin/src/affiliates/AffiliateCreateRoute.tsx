import { messages, nonEmptyFields, seesOnlyAssignedAffiliates } from '@backoffice/domain';
import { AffiliateCreateScreen, type NewAffiliateValues } from '@backoffice/ui/screens/affiliate';
import type { SubmissionErrors } from 'final-form';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { submissionErrors } from '../api/violations';
import { useNotify } from '../notifications/NotificationsProvider';
import { isReadOf, useMe, useRouteRead } from '../resources';
import { useApi } from '../session/SessionProvider';
import { affiliateHref } from './tabs';

/**
 * /afiliados/crear-afiliado (§7, §9): the company (type fisica), the administrator user (type
 * afiliado, verified, enabled, lw false) and the affiliate (NCO) are created by one write that
 * checks the e-mail first ('Email ya en uso: {username}') and leaves nothing behind when any step
 * is refused; it lands on the contact tab with 'Afiliado creado con éxito'.
 */
export function Component() {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  // §2: the named route añadirAfiliado takes a notFound flag, shown when an affiliate id was not found.
  const [search] = useSearchParams();
  const notFound = search.has('notFound');
  useEffect(() => {
    if (notFound) notify.error(messages.notFound.affiliate);
  }, [notFound, notify]);
  const { roles } = useMe();
  // A user restricted to their own affiliates gets the new one assigned by the API; others choose.
  const choosesAgent = !seesOnlyAssignedAffiliates(roles);
  const agents = useRouteRead('GET /api/users/salesAgentsSelect', choosesAgent ? {} : null);
  const [submitting, setSubmitting] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /**
   * Resolves to nothing when created, or to the form's submission errors (issue 11): each
   * violation the API gave under its field of the form (`company.razonSocial`), the refusal's
   * Spanish text as the form's error.
   */
  const submit = async (v: NewAffiliateValues): Promise<SubmissionErrors> => {
    setSubmitting(true);
    setEmailError(null);
    setError(null);
    try {
      // One write (POST /api/afiliados/alta): the API checks the e-mail against every user, those
      // the caller cannot list included, and a refusal at any step leaves nothing behind.
      const affiliate = await api.call('POST /api/afiliados/alta', {
        body: {
          company: nonEmptyFields(v.company),
          user: { ...nonEmptyFields(v.user), email: v.user.email.trim() },
          affiliate: nonEmptyFields(v.affiliate),
        },
      });
      notify.success(messages.success.affiliateCreated);
      // The lists and the dashboard now hold one more affiliate.
      void mutate(isReadOf('GET /api/users/:id/affiliatesInDepthList', 'GET /api/afiliados_dashboard'));
      navigate(affiliateHref(affiliate.id));
      return undefined;
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.status === 409 && e.serverMessage?.startsWith('Email ya en uso')) {
        setEmailError(e.serverMessage);
        return { user: { email: e.serverMessage } };
      }
      if (e?.status !== 0 && e?.status !== 401) setError(e?.serverMessage ?? messages.write.createAffiliate);
      // Violations come under the form's groups ('company.cif', 'user.email').
      return submissionErrors(err, { fallback: messages.write.createAffiliate });
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <AffiliateCreateScreen
      onSubmit={submit}
      submitting={submitting}
      emailError={emailError}
      error={error}
      salesAgents={agents.data ?? []}
    />
  );
}
