import { CSRF_HEADERS } from './http';

/** POST /api/brands/:id/logo: the brand's new logo address, or the server's message. */
export async function uploadBrandLogoRequest(brandId: string, file: File): Promise<{ logoUrl: string } | { error: string }> {
  const body = new FormData();
  body.append('logo', file);
  try {
    const res = await fetch(`/api/brands/${encodeURIComponent(brandId)}/logo`, { method: 'POST', body, credentials: 'include', headers: CSRF_HEADERS });
    const json = (await res.json().catch(() => ({}))) as { logoUrl?: string; error?: string; fields?: Record<string, string> };
    if (res.ok && json.logoUrl) return { logoUrl: json.logoUrl };
    return { error: json.fields?.logo ?? json.error ?? 'The logo was not uploaded' };
  } catch {
    return { error: 'The logo was not uploaded: check your connection' };
  }
}
