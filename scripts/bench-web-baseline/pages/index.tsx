export default function BaselinePage() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare Next page: what the app’s routes are measured against in the same run.</p>
    </main>
  );
}
