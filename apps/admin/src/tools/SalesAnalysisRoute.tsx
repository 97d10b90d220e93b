import { toolsMessages } from '@backoffice/domain/tools';
import { SalesAnalysisScreen } from '@backoffice/ui/screens/tools';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteRead } from '../resources';

/** /comerciales/analisis (platform §2: COMERCIAL, MICRO_ADMIN): the period is in the URL (?desde=&hasta=). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const applied = { desde: params.get('desde') ?? '', hasta: params.get('hasta') ?? '' };
  const [period, setPeriod] = useState(applied);
  const query = Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== ''));
  const read = useRouteRead('GET /api/comerciales/analisis', {}, query);
  return (
    <SalesAnalysisScreen
      state={read.state}
      analysis={read.data ?? null}
      period={{
        desde: period.desde || read.data?.desde || '',
        hasta: period.hasta || read.data?.hasta || '',
      }}
      onPeriodChange={setPeriod}
      onApply={() => setParams(Object.fromEntries(Object.entries(period).filter(([, v]) => v !== '')))}
      onRetry={() => void read.mutate()}
      errorMessage={toolsMessages.analysis.read}
    />
  );
}
