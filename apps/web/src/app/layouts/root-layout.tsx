import { Suspense, useEffect, useState } from 'react';
import { Center, Loader, Stack, Text, Title, Button } from '@mantine/core';
import { Outlet, useMatches, Link, useRouteError, isRouteErrorResponse } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canOpenRoute, layoutOf, type RouteHandle } from '../route-access';
import { useIdentity } from '../session';
import { FrontLayout, PublicLayout } from './front-layout';
import { PrivateLayout } from './private-layout';
import { WizardLayout } from './wizard-layout';
import { SessionLapseDialog } from './session-lapse-dialog';
import { mayReloadForNewVersion, PageCodeMissing, reloadForNewVersion } from '../page-code';

const PageLoader = () => (
  <Center py="xl">
    <Loader aria-label="Loading" />
  </Center>
);

/** Picks the layout from route metadata and guards private routes by role and permission. */
export function RootLayout() {
  const handles = useMatches().map((match) => match.handle as RouteHandle | undefined);
  const layout = layoutOf(handles);
  const { t } = useTranslation();
  const titleKey = [...handles].reverse().find((handle) => handle?.titleKey)?.titleKey;
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} · Foyer` : 'Foyer';
  }, [title]);
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  if (layout === 'front') return <FrontLayout>{page}</FrontLayout>;
  if (layout === 'public') return <PublicLayout>{page}</PublicLayout>;
  return <GuardedPrivate handles={handles} layout={layout} page={page} />;
}

function GuardedPrivate({
  handles,
  layout,
  page,
}: {
  handles: (RouteHandle | undefined)[];
  layout: ReturnType<typeof layoutOf>;
  page: React.ReactNode;
}) {
  const identity = useIdentity();
  const allowed = canOpenRoute(handles, identity.roles, new Set(identity.permissions));
  const content = allowed ? page : <NotAllowed />;
  return (
    <>
      {layout === 'wizard' ? <WizardLayout>{content}</WizardLayout> : <PrivateLayout variant={layout}>{content}</PrivateLayout>}
      <SessionLapseDialog />
    </>
  );
}

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Stack align="center" py="xl" data-testid="not-allowed">
      <Title order={2}>{t('shell.notAllowed.title')}</Title>
      <Text c="dimmed">{t('shell.notAllowed.body')}</Text>
      <Button component={Link} to="/dashboard">
        {t('shell.nav.dashboard')}
      </Button>
    </Stack>
  );
}

/**
 * Shown when a loader or a page throws: a missing page, or data that failed to load. At the root
 * it replaces every layout, so it is the page's main landmark itself.
 */
export function RouteError({ landmark = false }: { landmark?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  // A page's code gone since a new version: the tab reloads once, at this address.
  const [reloading] = useState(() => error instanceof PageCodeMissing && mayReloadForNewVersion());
  useEffect(() => {
    if (reloading) reloadForNewVersion();
  }, [reloading]);
  if (reloading)
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  // One page for every way a route fails: what happened, and the way on from it.
  const codeMissing = error instanceof PageCodeMissing;
  const [title, body] = codeMissing
    ? [t('shell.pageCodeMissing.title'), t('shell.pageCodeMissing.body')]
    : missing
      ? [t('shell.notFound.title'), t('shell.notFound.body')]
      : [t('common.errors.loadingFailed'), t('common.errors.tryAgain')];
  return (
    <Stack component={landmark ? 'main' : 'div'} align="center" py="xl" px="md" data-testid="route-error">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {body}
      </Text>
      {codeMissing ? (
        <Button onClick={() => window.location.reload()}>{t('shell.pageCodeMissing.reload')}</Button>
      ) : (
        <Button component={Link} to="/dashboard">
          {t('shell.nav.dashboard')}
        </Button>
      )}
    </Stack>
  );
}
