/** The programme's mark: a stylised star-in-a-badge, drawn inline so it needs no request. */
export function AppLogo(props: { size?: number }) {
  const size = props.size ?? 40;
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role="img" aria-label="Sistema de Fidelidade">
      <circle cx="24" cy="24" r="22" fill="#fff" />
      <circle cx="24" cy="24" r="18" fill="#DE3B37" />
      <path d="M24 11l3.9 8 8.8 1.2-6.4 6.1 1.6 8.7L24 30.8 16.1 35l1.6-8.7-6.4-6.1 8.8-1.2z" fill="#fff" />
    </svg>
  );
}
