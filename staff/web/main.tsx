import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { AuditPage } from './audit-page';
import { DraftPage } from './draft-page';
import { DraftsPage } from './drafts-page';
import './styles.css';

const router = createBrowserRouter([
  {
    element: <ConsoleLayout />,
    children: [
      { path: '/', element: <DraftsPage /> },
      { path: '/drafts/:id', element: <DraftPage /> },
      { path: '/audit', element: <AuditPage /> },
      { path: '*', element: <DraftsPage /> },
    ],
  },
]);

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
