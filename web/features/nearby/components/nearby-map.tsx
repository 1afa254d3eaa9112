import 'leaflet/dist/leaflet.css';
import { latLng } from 'leaflet';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { SUBJECT_CHIPS_MAX } from '../../../../contract/constants.ts';
import type { NearbyUser } from '../../../../contract/nearby.ts';
import { usePublicConfig } from '../api/get-public-config.ts';
import { toLatLng, type LatLng } from '../lib/directions.ts';
import { distanceTone, formatDistance, fullName, splitSubjects } from '../lib/format.ts';
import { toneColours } from './distance-badge.tsx';

/** Tile failures before the page admits the map background is missing (offline machines, blocked hosts). */
const TILE_ERRORS_BEFORE_NOTE = 3;
/** Approximate users are the centre of a ~1 km cell: drawn as that area, not as a pin. */
const APPROXIMATE_AREA_RADIUS_M = 500;

interface NearbyMapProps {
  center: LatLng;
  radiusKm: number;
  users: NearbyUser[];
}

/** Keeps the whole search circle in view when the centre or radius changes. */
function FitToRadius({ center, radiusKm }: { center: LatLng; radiusKm: number }) {
  const map = useMap();
  const { latitude, longitude } = center;
  useEffect(() => {
    map.fitBounds(latLng(latitude, longitude).toBounds(radiusKm * 2000), { padding: [12, 12] });
  }, [map, latitude, longitude, radiusKm]);
  return null;
}

function UserPopup({ user }: { user: NearbyUser }) {
  const { t } = useTranslation('nearby');
  const { shown, hidden } = splitSubjects(user.subjects, SUBJECT_CHIPS_MAX);
  return (
    <Popup>
      <div className="font-semibold text-slate-900">{fullName(user)}</div>
      <div className="text-slate-700">
        {user.userType === 'teacher'
          ? t('map.teacherAway', { distance: formatDistance(t, user.distance) })
          : t('map.studentAway', { distance: formatDistance(t, user.distance) })}
      </div>
      {shown.length ? (
        <div className="text-slate-700">
          {shown.join(', ')}
          {hidden.length ? ` +${hidden.length}` : ''}
        </div>
      ) : null}
      {user.isExactLocation ? null : <div className="text-slate-600 italic">{t('card.approximateArea')}</div>}
    </Popup>
  );
}

/**
 * Nearby users on a Leaflet map (supplementary: the list is the accessible view). Tiles come from /api/config;
 * when they cannot load, the markers still show on a plain background with a short note.
 */
export function NearbyMap({ center, radiusKm, users }: NearbyMapProps) {
  const { t } = useTranslation('nearby');
  const config = usePublicConfig();
  const [tileErrors, setTileErrors] = useState(0);
  const [tilesLoaded, setTilesLoaded] = useState(false);
  const tilesUnavailable = config.isError || (tileErrors >= TILE_ERRORS_BEFORE_NOTE && !tilesLoaded);
  const centre: [number, number] = [center.latitude, center.longitude];

  return (
    <figure className="relative isolate z-0 m-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
      <figcaption className="sr-only">{t('map.caption')}</figcaption>
      <MapContainer center={centre} zoom={13} zoomSnap={0.5} scrollWheelZoom={false} className="h-72 w-full bg-slate-100 sm:h-96">
        <FitToRadius center={center} radiusKm={radiusKm} />
        {config.data ? (
          <TileLayer
            url={config.data.map.tileUrl}
            attribution={config.data.map.attribution}
            eventHandlers={{
              tileerror: () => setTileErrors((n) => n + 1),
              tileload: () => setTilesLoaded(true),
            }}
          />
        ) : null}
        <Circle
          center={centre}
          radius={radiusKm * 1000}
          interactive={false}
          pathOptions={{ color: '#4f46e5', weight: 1.5, dashArray: '6 6', fillColor: '#6366f1', fillOpacity: 0.05 }}
        />
        {users.map((user) => {
          const point = toLatLng(user.latitude, user.longitude);
          if (!point) return null;
          const colour = toneColours[distanceTone(user.distance)];
          const position: [number, number] = [point.latitude, point.longitude];
          return user.isExactLocation ? (
            <CircleMarker
              key={user.id}
              center={position}
              radius={8}
              pathOptions={{ color: '#ffffff', weight: 2, fillColor: colour, fillOpacity: 0.95 }}
            >
              <UserPopup user={user} />
            </CircleMarker>
          ) : (
            <Circle
              key={user.id}
              center={position}
              radius={APPROXIMATE_AREA_RADIUS_M}
              pathOptions={{ color: colour, weight: 1, fillColor: colour, fillOpacity: 0.25 }}
            >
              <UserPopup user={user} />
            </Circle>
          );
        })}
        <CircleMarker center={centre} radius={9} pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#4338ca', fillOpacity: 1 }}>
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {t('map.youAreHere')}
          </Tooltip>
        </CircleMarker>
      </MapContainer>
      {tilesUnavailable ? (
        <p className="absolute top-2 right-2 z-[1000] m-0 rounded-md bg-white/95 px-2 py-1 text-xs font-medium text-slate-700 shadow">
          {t('map.tilesUnavailable')}
        </p>
      ) : null}
    </figure>
  );
}

export default NearbyMap;
