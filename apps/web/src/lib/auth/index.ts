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
export { clearLoginType, clearStoredMessage, readLoginType, readStoredMessage, rememberLoginType, storeMessage } from './session-markers';
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
