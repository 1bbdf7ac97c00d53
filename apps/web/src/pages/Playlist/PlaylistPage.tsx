import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function PlaylistPage() {
  return <PageShell heading="Playlist" />;
}
