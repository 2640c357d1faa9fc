import type { SVGProps } from 'react';
import boxIcon from 'bootstrap-icons/icons/box.svg?raw';

/**
 * Bootstrap Icons as inline SVG, imported one by one so only the icons the app shows are shipped
 * (the full icon font would cost more than the whole home page budget).
 */
const icons: Record<string, string> = {
  box: boxIcon,
};

export function registerIcons(more: Record<string, string>): void {
  Object.assign(icons, more);
}

function innerSvg(markup: string): string {
  return markup.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

export function Icon({ name, title, ...props }: { name: string; title?: string } & SVGProps<SVGSVGElement>) {
  const markup = icons[name.replace(/^bi-/, '')] ?? icons.box!;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      fill="currentColor"
      viewBox="0 0 16 16"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      {...props}
    >
      {/* The title is a React child, so React escapes it: no caller can put markup into the page through it. */}
      {title ? <title>{title}</title> : null}
      {/* Markup comes from the bootstrap-icons package at build time, never from users. */}
      <g dangerouslySetInnerHTML={{ __html: innerSvg(markup) }} />
    </svg>
  );
}
