/**
 * Screens a signed-out visitor may open: the tutor search, teachers' requirements and public tutor
 * profiles. Signed in they sit in the app shell like any screen; signed out in the public shell
 * (web/app/routes/public-shell.tsx). Every other path signed out shows the landing page (spec §2).
 */
const OPEN_PATHS = [/^\/find\/?$/, /^\/requirements\/?$/, /^\/tutors\/[^/]+\/?$/];

export const isOpenPath = (pathname: string) => OPEN_PATHS.some((pattern) => pattern.test(pathname));
