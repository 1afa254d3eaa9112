import { ScreenPlaceholder } from '../../components/layout/screen-placeholder.tsx';
import { useSignedIn } from '../session-context.ts';

export type ScreenId =
  | 'dashboard'
  | 'requirements'
  | 'messages'
  | 'chat'
  | 'find'
  | 'requests'
  | 'profile-edit'
  | 'settings'
  | 'nearby-map'
  | 'old-requirements'
  | 'old-messages'
  | 'old-chat'
  | 'old-find'
  | 'old-requests';

function describe(id: ScreenId, isTeacher: boolean): { title: string; description: string } {
  const others = isTeacher ? 'students' : 'teachers';
  switch (id) {
    case 'dashboard':
      return isTeacher
        ? { title: 'Teacher Dashboard', description: 'Your profile, reviews, requirement and identity verification (KYC).' }
        : { title: 'Student Dashboard', description: 'Your profile, location, current requirement and tips for finding a teacher.' };
    case 'requirements':
      return { title: 'Requirements', description: `Browse requirements posted by ${others}, filter them and post your own.` };
    case 'messages':
      return { title: 'Messages', description: 'Your conversations with real-time chat, images and read receipts.' };
    case 'chat':
      return { title: 'Messages', description: 'A full-screen chat with this user.' };
    case 'find':
      return { title: isTeacher ? 'Find Students' : 'Find Teachers', description: `Search ${others} near you or everywhere, by subject, location and verification.` };
    case 'requests':
      return { title: 'Requests', description: 'Connection requests you received and sent.' };
    case 'profile-edit':
      return { title: 'Edit Profile', description: 'Update your name, mobile number, photo and learning or teaching details.' };
    case 'settings':
      return { title: 'Settings', description: 'Location settings, account information, privacy and security.' };
    case 'nearby-map':
      return { title: 'Set Location & Find Nearby Users', description: `Set your location pin and see verified ${others} around you.` };
    case 'old-requirements':
      return { title: 'Requirements (older version)', description: 'The earlier requirements screen.' };
    case 'old-messages':
      return { title: 'Messages (older version)', description: 'The earlier conversations screen.' };
    case 'old-chat':
      return { title: 'Messages (older version)', description: 'The earlier chat with this user.' };
    case 'old-find':
      return { title: 'Find (older version)', description: 'The earlier search screen.' };
    case 'old-requests':
      return { title: 'Requests (older version)', description: 'The earlier connection requests screen.' };
  }
}

/** A named signed-in screen that ships in a later release. */
export default function ScreenRoute({ id }: { id: ScreenId }) {
  const { user } = useSignedIn();
  const { title, description } = describe(id, user.userType === 'teacher');
  return <ScreenPlaceholder title={title} description={description} />;
}
