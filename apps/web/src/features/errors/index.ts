/** The errors feature's public face (the not-found and crash screens): other features and the app shell import only this file. */
export { NotFoundPage } from './not-found-page';
export { CrashPage } from './crash-page';
