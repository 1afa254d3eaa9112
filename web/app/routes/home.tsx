import { MapPin, MessageSquare, UserPlus } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSignedIn } from '../session-context.ts';

const coming = [
  { icon: MapPin, text: 'Verify your home location' },
  { icon: MapPin, text: 'See verified users near you' },
  { icon: MessageSquare, text: 'Unread messages at a glance' },
  { icon: UserPlus, text: 'Pending connection requests' },
];

/** Home dashboard (spec §2): welcome line; location and nearby features arrive in a coming release. */
export default function HomeRoute() {
  const { user } = useSignedIn();
  useDocumentTitle('Home');
  const nearby = user.userType === 'teacher' ? 'students' : 'tutors';
  return (
    <section aria-labelledby="home-title" className="mx-auto w-full max-w-3xl">
      <h1 id="home-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Welcome, {user.firstName}!
      </h1>
      <p className="mt-1 text-slate-600">Good to see you on Tutorhood.</p>
      <Card className="mt-6 p-6">
        <h2 className="text-lg font-semibold text-slate-900">Home dashboard</h2>
        <p className="mt-1 text-sm text-slate-600">
          Location verification and nearby {nearby} are coming soon. This screen arrives in a coming release.
        </p>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {coming.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-700">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
              {text}
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
