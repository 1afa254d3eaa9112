import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { usePlatformStats } from '../../features/stats/api/get-platform-stats.ts';

export default function LandingRoute() {
  const stats = usePlatformStats();
  return <LandingPage stats={stats.data} statsFailed={stats.isError} />;
}
