export {
  currentUserQuery,
  currentUserQueryKey,
  fetchCurrentUser,
  useSession,
  useSessionState,
  useSignedInUser,
  type Session,
} from './current-user';
export { BUSINESS_LANDING_PATH, isSafeReturnUrl, pathAfterSignIn, saveReturnUrl, takeReturnUrl } from './redirects';
export { readRememberedUsername, rememberUsername, USERNAME_COOKIE } from './remembered-username';
export {
  clearLoginType,
  clearResetLinkExpired,
  clearStoredMessage,
  isResetLinkExpiredMarked,
  markResetLinkExpired,
  readLoginType,
  readStoredMessage,
  rememberLoginType,
  storeMessage,
  type StoredMessage,
} from './session-markers';
export { clearAdminSession, readAdminSession } from './admin-session';
export { ACCOUNT_SWITCH_LANDING, impersonateUser, returnToAdminAccount, switchAccount, switchView } from './account-switching';
export {
  clearSignInRedirect,
  clearTokens,
  getAccessToken,
  getSessionState,
  peekSignInRedirect,
  saveTokens,
  startSession,
  subscribeSession,
  type SessionState,
} from './session-store';
export { SIGNED_OUT_MESSAGE, signOut } from './sign-out';
export { useSignIn, type SignInInput, type SignInResult } from './sign-in';
