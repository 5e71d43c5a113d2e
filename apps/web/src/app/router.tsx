import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { PageLoading } from './PageLoading';
import { Shell } from './Shell';
import { useSession } from './session';

// Every screen is its own chunk, loaded when first visited: the first page needs only its own code, and
// the heavy libraries (Chart.js on Progress, the tour on the dashboard) come with the screens that use them.
const AboutPage = lazy(() => import('../features/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const LoginPage = lazy(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfigureConversationPage = lazy(() =>
  import('../features/configure-conversation/ConfigureConversationPage').then((m) => ({
    default: m.ConfigureConversationPage,
  })),
);
const ConversationPage = lazy(() =>
  import('../features/conversation/ConversationPage').then((m) => ({ default: m.ConversationPage })),
);
const ConversationAnalysisPage = lazy(() =>
  import('../features/conversation-analysis/ConversationAnalysisPage').then((m) => ({
    default: m.ConversationAnalysisPage,
  })),
);
const ConversationHistoryPage = lazy(() =>
  import('../features/conversation-history/ConversationHistoryPage').then((m) => ({
    default: m.ConversationHistoryPage,
  })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const DeviceDebugPage = lazy(() =>
  import('../features/device-debug/DeviceDebugPage').then((m) => ({ default: m.DeviceDebugPage })),
);
const FriendsPage = lazy(() =>
  import('../features/friends/FriendsPage').then((m) => ({ default: m.FriendsPage })),
);
const ProgressPage = lazy(() =>
  import('../features/progress/ProgressPage').then((m) => ({ default: m.ProgressPage })),
);
const ReviewPage = lazy(() =>
  import('../features/review/ReviewPage').then((m) => ({ default: m.ReviewPage })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
const TranslationPage = lazy(() =>
  import('../features/translation/TranslationPage').then((m) => ({ default: m.TranslationPage })),
);
const VocabularyPage = lazy(() =>
  import('../features/vocabulary/VocabularyPage').then((m) => ({ default: m.VocabularyPage })),
);

/** A page outside the Shell (sign-in screens), shown once its chunk has loaded. */
const standalone = (page: ReactNode) => <Suspense fallback={<PageLoading />}>{page}</Suspense>;

/** Protected routes: without a user, go to /login (spec §2, §6). */
function RequireUser({ children }: { children: ReactNode }) {
  const { user, checking } = useSession();
  const location = useLocation();
  if (checking) return null;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** A signed-in user who visits /login goes to /dashboard. */
function LoginRoute() {
  const { user, checking } = useSession();
  if (checking) return null;
  return user ? <Navigate to="/dashboard" replace /> : <LoginPage />;
}

export const router = createBrowserRouter([
  { path: '/login', element: standalone(<LoginRoute />) },
  { path: '/register', element: standalone(<RegisterPage />) },
  { path: '/forgot-password', element: standalone(<ForgotPasswordPage />) },
  { path: '/reset_password', element: standalone(<ResetPasswordPage />) },
  {
    element: (
      <RequireUser>
        <Shell />
      </RequireUser>
    ),
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/translation', element: <TranslationPage /> },
      { path: '/progress', element: <ProgressPage /> },
      { path: '/vocabulary', element: <VocabularyPage /> },
      { path: '/review', element: <ReviewPage /> },
      { path: '/conversation_history', element: <ConversationHistoryPage /> },
      { path: '/friends', element: <FriendsPage /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/conversation/:conversationId', element: <ConversationPage /> },
      {
        path: '/conversation_analysis/:conversationId',
        element: <ConversationAnalysisPage />,
      },
      { path: '/configure_conversation', element: <ConfigureConversationPage /> },
      { path: '/device-debug', element: <DeviceDebugPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
]);
