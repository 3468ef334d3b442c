import type { IslandMember, IslandMembers } from '@core/contract/schemas';
import { formatNumber } from '@/lib/format-number';
import { SourceLinks } from './source-links';

/** Shown at once; a long list opens on request, so a phone reaches the rest of the page. */
const FIRST_SHOWN = 12;

function MemberItems({ islands }: { islands: readonly IslandMember[] }) {
  return (
    <ul className="group-members__list">
      {islands.map((member) => (
        <li key={member.name}>
          {member.name}
          {member.area === undefined ? null : <span className="muted"> {formatNumber(member.area)} km²</span>}
        </li>
      ))}
    </ul>
  );
}

/** A group entry's islands by name, with their areas and the pages that list them. */
export function GroupMembers({ name, members }: { name: string; members: IslandMembers | undefined }) {
  if (!members) return null;
  const { islands, sources } = members;
  const rest = islands.slice(FIRST_SHOWN);
  return (
    <section className="card group-members" aria-labelledby="members-heading" data-testid="group-members">
      <h2 id="members-heading">Islands of {name}</h2>
      <p className="muted">One record holds the group; search finds it by any of these names.</p>
      <MemberItems islands={islands.slice(0, FIRST_SHOWN)} />
      {rest.length > 0 ? (
        <details className="group-members__more">
          <summary>
            The other {formatNumber(rest.length)} island{rest.length === 1 ? '' : 's'}
          </summary>
          <MemberItems islands={rest} />
        </details>
      ) : null}
      <p className="muted group-members__sources">
        {sources.length === 1 ? 'Source: ' : 'Sources: '}
        <SourceLinks sources={sources} />
      </p>
    </section>
  );
}
