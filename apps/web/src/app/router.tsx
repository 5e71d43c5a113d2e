import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { AboutPage } from '../features/about/AboutPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { ConfigureConversationPage } from '../features/configure-conversation/ConfigureConversationPage';
import { ConversationPage } from '../features/conversation/ConversationPage';
import { ConversationAnalysisPage } from '../features/conversation-analysis/ConversationAnalysisPage';
import { ConversationHistoryPage } from '../features/conversation-history/ConversationHistoryPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DeviceDebugPage } from '../features/device-debug/DeviceDebugPage';
import { FriendsPage } from '../features/friends/FriendsPage';
import { ProgressPage } from '../features/progress/ProgressPage';
import { ReviewPage } from '../features/review/ReviewPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { TranslationPage } from '../features/translation/TranslationPage';
import { VocabularyPage } from '../features/vocabulary/VocabularyPage';
import { Shell } from './Shell';
import { useSession } from './session';

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
  { path: '/login', element: <LoginRoute /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset_password', element: <ResetPasswordPage /> },
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
