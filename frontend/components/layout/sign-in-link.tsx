import type { VariantProps } from "class-variance-authority";

import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const LOGIN_PATH = "/api/login";

/**
 * Every sign-in style button (Sign in, Sign up, Start for Free, ...) is a
 * plain link to /api/login: the server redirects to the identity provider.
 */
export function SignInLink({
  children,
  className,
  variant,
  size,
}: {
  children: React.ReactNode;
  className?: string;
} & VariantProps<typeof buttonVariants>) {
  return (
    <a href={LOGIN_PATH} className={cn(buttonVariants({ variant, size }), className)}>
      {children}
    </a>
  );
}
