import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { returnPathFrom, withReturnPath } from '../../../lib/return-path.ts';

const linkClass = 'font-semibold text-indigo-700 underline-offset-4 hover:underline';

/** Under a registration form: sign in instead, and the other way to join (a parent, or a student or teacher). */
export function RegisterFooter({ page }: { page: 'student' | 'teacher' | 'parent' }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const next = returnPathFrom(location.search, location.state);
  return (
    <div className="grid gap-2">
      <p>
        {t('register.haveAccount')}{' '}
        <Link to={withReturnPath('/login', next)} className={linkClass}>
          {t('register.signInHere')}
        </Link>
      </p>
      {page === 'parent' ? (
        <p>
          {t('register.orJoinAs')}{' '}
          <Link to={withReturnPath('/register-student', next)} className={linkClass}>
            {t('login.registerStudent')}
          </Link>
          {' · '}
          <Link to={withReturnPath('/register-teacher', next)} className={linkClass}>
            {t('login.registerTeacher')}
          </Link>
        </p>
      ) : (
        <p>
          {t('register.otherWays')}{' '}
          <Link to={withReturnPath('/register-parent', next)} className={linkClass}>
            {t('register.joinAsParent')}
          </Link>
        </p>
      )}
    </div>
  );
}
