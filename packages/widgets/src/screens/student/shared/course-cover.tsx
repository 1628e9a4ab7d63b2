/** A course's cover image, or its initial on the brand colour when it has none. */
export function CourseCover({ name, coverUrl }: { name: string; coverUrl: string | null }) {
  return coverUrl ? (
    <img src={coverUrl} alt="" className="aspect-video w-full object-cover" />
  ) : (
    <span
      aria-hidden
      className="flex aspect-video w-full items-center justify-center bg-brand-50 text-4xl font-semibold text-brand-700"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
