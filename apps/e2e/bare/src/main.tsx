/**
 * The bench's floor: a bare app built from the same framework libraries as the member site
 * (React, React Router, Redux Toolkit with RTK Query, styled-components, i18next), doing the
 * least a page can do with each. Its size and scores are what the site is compared against.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import styled from 'styled-components';

const api = createApi({
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    hello: build.query<string, void>({ queryFn: () => ({ data: 'Hello' }) }),
  }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (d) => d().concat(api.middleware),
});
const i18n = createInstance();
void i18n.init({
  lng: 'en',
  initAsync: false,
  resources: { en: { translation: { title: 'Bare lobby' } } },
});

const Title = styled.h1`
  font-family: system-ui, sans-serif;
  color: #111;
`;

function Home() {
  const { t } = useTranslation();
  const { data } = api.useHelloQuery();
  return (
    <main>
      <Title>{t('title')}</Title>
      <p>{data}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Home }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
