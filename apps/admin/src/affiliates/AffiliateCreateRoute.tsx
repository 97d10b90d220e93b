import {
  DEFAULT_AFFILIATE_STATE,
  detailPath,
  messages,
  nonEmptyFields,
  seesOnlyAssignedAffiliates,
} from '@backoffice/domain';
import {
  AffiliateCreateScreen,
  type NewAffiliateValues,
  type Option,
} from '@backoffice/ui/screens/affiliate';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { useNotify } from '../notifications/NotificationsProvider';
import { useApi } from '../session/SessionProvider';
import { type Collection, membersOf, useRead, useRoles } from './data';

interface Created {
  '@id': string;
  id: number;
}

/**
 * /afiliados/crear-afiliado (§7, §9): the e-mail is checked first ('Email ya en uso: {username}'),
 * then the company (type fisica), the administrator user (type afiliado, verified, enabled, lw
 * false, the fixed initial password set by the API) and the affiliate (NCO) are created in that
 * order; it lands on the contact tab with 'Afiliado creado con éxito'.
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
  const roles = useRoles();
  // A user restricted to their own affiliates gets the new one assigned by the API; others choose.
  const choosesAgent = !seesOnlyAssignedAffiliates(roles);
  const agents = useRead<Option[]>(choosesAgent ? '/api/users/salesAgentsSelect' : null);
  const [submitting, setSubmitting] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (v: NewAffiliateValues) => {
    setSubmitting(true);
    setEmailError(null);
    setError(null);
    try {
      const email = v.user.email.trim();
      const found = await api.get<Collection<{ username: string }>>(
        `/api/users?email=${encodeURIComponent(email)}`,
      );
      const taken = membersOf(found)[0];
      if (taken) {
        setEmailError(messages.validation.emailInUse(taken.username));
        return;
      }
      const company = await api.request<Created>('/api/datos_empresas', {
        method: 'POST',
        json: { ...nonEmptyFields(v.company), tipoPersona: 'fisica' },
      });
      const user = await api.request<Created>('/api/users', {
        method: 'POST',
        json: {
          ...nonEmptyFields(v.user),
          tipo: 'afiliado',
          emailVerificado: true,
          enabled: true,
          lw: false,
        },
      });
      const affiliate = await api.request<Created>('/api/afiliados', {
        method: 'POST',
        json: {
          ...nonEmptyFields(v.affiliate),
          datosEmpresa: company['@id'],
          administrador: user['@id'],
          estadoCd: DEFAULT_AFFILIATE_STATE,
        },
      });
      notify.success(messages.success.affiliateCreated);
      // The lists and the dashboard now hold one more affiliate.
      void mutate(
        (key) =>
          typeof key === 'string' &&
          (key.includes('affiliatesInDepthList') || key.includes('afiliados_dashboard')),
      );
      navigate(detailPath.affiliate(affiliate.id));
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.status === 409 && e.serverMessage?.startsWith('Email ya en uso')) setEmailError(e.serverMessage);
      else if (e?.status !== 0 && e?.status !== 401)
        setError(e?.serverMessage ?? messages.write.createAffiliate);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <AffiliateCreateScreen
      onSubmit={(v) => void submit(v)}
      submitting={submitting}
      emailError={emailError}
      error={error}
      salesAgents={agents.data ?? []}
    />
  );
}
