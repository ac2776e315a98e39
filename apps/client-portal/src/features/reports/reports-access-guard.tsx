import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useRootStore } from '../../app/root-context.js';
import { PageLoading } from '../../app/page-loading.js';

/**
 * The statistics routes: only for customers allowed KPI reports; others are sent to the dashboard
 * (spec 3 §6). The allowed see the page once the statistics part is made (its chunk fetched the
 * first time: the guard suspends meanwhile, inside the route's `<Suspense>`).
 */
export const ReportsAccessGuard = observer(function ReportsAccessGuard({ children }: { children: ReactNode }) {
  const { reports } = useRootStore();
  if (reports.access.allowed === null) return <PageLoading />;
  if (!reports.access.allowed) return <Navigate to="/" replace />;
  return <reports.screens.WhenLoaded>{children}</reports.screens.WhenLoaded>;
});
