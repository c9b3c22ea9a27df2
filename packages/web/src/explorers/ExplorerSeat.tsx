import { useEffect, useRef } from 'react';
import type { Connection, UpdateMessage } from '../online/connection.ts';
import { flying, personKey } from './api.ts';

/**
 * In a Space Alert room: seats the explorer this browser flies (chosen on the explorers page) once,
 * when the seat joins, and says who flies the seat. The server accepts it until the first
 * announcement; its refusal (too late, not yours, lost) shows as the room's error.
 */
export function ExplorerSeat({ conn, update, me }: { conn: Connection; update: UpdateMessage; me: number | null }) {
  const sent = useRef(false);
  const id = flying();
  const key = personKey();
  useEffect(() => {
    if (sent.current || me === null || !id || !key || update.explorer || update.result) return;
    sent.current = true;
    conn.room.send('explorer', { key, explorer: id });
  }, [conn, update, me, id, key]);
  if (me === null) return null;
  return update.explorer ? (
    <output data-testid="explorer-seat">Explorer: {update.explorer.name}</output>
  ) : (
    <a href="#/explorers">Explorers</a>
  );
}
