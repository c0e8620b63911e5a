"use client";

import Link from "next/link";
import { useId } from "react";
import {
  ChartColumn,
  ChevronDown,
  Gift,
  HeartHandshake,
  LogOut,
  Monitor,
  Moon,
  Settings,
  Sun,
  User as UserIcon,
  Wallet,
  type LucideIcon,
} from "lucide-react";

import { Button } from "@/components/ui/button";
import { InitialsAvatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { THEME_PREFERENCES, useThemePreference, type ThemePreference } from "@/lib/theme";
import { displayName, initials, type User } from "@/lib/user";

export const LOGOUT_PATH = "/api/logout";

const THEME_ICONS: Record<ThemePreference, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

export function AccountMenu({ user }: { user: User }) {
  const name = displayName(user);
  const [theme, setTheme] = useThemePreference();
  const themeLabelId = useId();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" data-testid="account-menu">
          <InitialsAvatar src={user.profileImageUrl} alt="" initials={initials(user)} className="size-8" />
          {/*
            On a phone (below sm) and between md and lg (the header's five links) there is room for the
            avatar only: the name is still the button's, for screen readers.
          */}
          <span className="max-w-[10rem] truncate max-sm:sr-only md:max-lg:sr-only">{name || "Account"}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name || "User"}</span>
          {user.email ? <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/profile">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/family">
            <HeartHandshake aria-hidden="true" />
            Family
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/exchanges">
            <Gift aria-hidden="true" />
            Gift exchanges
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/budgets">
            <Wallet aria-hidden="true" />
            Budgets
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/spending">
            <ChartColumn aria-hidden="true" />
            Spending
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel id={themeLabelId} className="py-1 text-xs font-medium text-muted-foreground">
          Theme
        </DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-labelledby={themeLabelId}
          value={theme}
          onValueChange={(value) => setTheme(value as ThemePreference)}
        >
          {THEME_PREFERENCES.map(({ value, label }) => {
            const Icon = THEME_ICONS[value];
            return (
              <DropdownMenuRadioItem
                key={value}
                value={value}
                // Keep the menu open so the change can be seen (and undone).
                onSelect={(event) => event.preventDefault()}
              >
                <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                {label}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            window.location.href = LOGOUT_PATH;
          }}
        >
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
