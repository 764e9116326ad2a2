import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import 'dayjs/locale/da';
import 'dayjs/locale/de';
import 'dayjs/locale/nl';
import { i18n, startI18n } from './i18n/setup';
import { sayCouldNotLoad } from './i18n/could-not-load';
import { queryClient } from './shared/api/query-client';
import { ErrorSnackbarProvider } from './shared/ui/error-snackbar';
import { createFoyerTheme } from './app/theme';
import { createRouter, routes } from './app/router';
import { RegisteredPathsContext, collectPaths } from './app/registered-paths';

const router = createRouter();
const registeredPaths = new Set(collectPaths(routes));

function App() {
  const { t, i18n: current } = useTranslation();
  const paths = useMemo(() => registeredPaths, []);
  // Rebuilt per language: the theme names the controls Mantine draws itself (close, calendar arrows).
  const theme = useMemo(
    () =>
      createFoyerTheme({
        close: t('common.actions.close'),
        clear: t('common.actions.clear'),
        previousMonth: t('common.calendar.previousMonth'),
        nextMonth: t('common.calendar.nextMonth'),
        previousYear: t('common.calendar.previousYear'),
        nextYear: t('common.calendar.nextYear'),
        previousDecade: t('common.calendar.previousDecade'),
        nextDecade: t('common.calendar.nextDecade'),
      }),
    [t],
  );
  return (
    <MantineProvider theme={theme}>
      {/* Week starts on Monday (SPEC §5). */}
      <DatesProvider settings={{ locale: current.language, firstDayOfWeek: 1 }}>
        <ErrorSnackbarProvider>
          <RegisteredPathsContext.Provider value={paths}>
            <RouterProvider router={router} />
          </RegisteredPathsContext.Provider>
        </ErrorSnackbarProvider>
      </DatesProvider>
    </MantineProvider>
  );
}

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );

// The page's texts first (one language's chunk), then the app. Without them (the network, or a
// new version deployed since the page was loaded) there are no words to show but its own.
void startI18n().then(render, () => sayCouldNotLoad(document.getElementById('root')!));
