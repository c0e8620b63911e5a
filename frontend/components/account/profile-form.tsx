"use client";

import { useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { z } from "zod";

import { InitialsAvatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useTimeZones } from "@/hooks/use-account-settings";
import { browserTimeZone } from "@/hooks/use-time-zone-sync";
import {
  FIRST_NAME_MAX,
  FIRST_NAME_TOO_LONG,
  LAST_NAME_MAX,
  LAST_NAME_TOO_LONG,
  PHOTO_URL_INVALID,
  isHttpsUrl,
  reportTimeZone,
  updateProfile,
  type ProfileInput,
} from "@/lib/account";
import { saveWithFeedback } from "@/lib/forms";
import { INVALID_TIME_ZONE } from "@/lib/messages";
import { initials, type User } from "@/lib/user";

export const EMAIL_HINT = "Your email comes from your sign-in provider.";
export const PROFILE_SAVED = "Profile saved";
export const PROFILE_SAVE_FAILED = "Could not save your profile. Please try again.";
export const BIRTHDAY_LABEL = "Your birthday";
export const BIRTHDAY_HINT =
  "Private: nobody sees it. If your wishlist is empty a month before, we remind you to add a few ideas.";

const FOLLOW_BROWSER = "browser";
const CHOSEN = "chosen";

const schema = z
  .object({
    firstName: z.string().trim().max(FIRST_NAME_MAX, FIRST_NAME_TOO_LONG),
    lastName: z.string().trim().max(LAST_NAME_MAX, LAST_NAME_TOO_LONG),
    profileImageUrl: z
      .string()
      .trim()
      .refine((v) => v === "" || isHttpsUrl(v), PHOTO_URL_INVALID),
    timeZoneMode: z.enum([FOLLOW_BROWSER, CHOSEN]),
    timeZone: z.string(),
    // A date input's value: YYYY-MM-DD, or empty for none (the server checks the day).
    birthday: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.timeZoneMode === CHOSEN && !values.timeZone) {
      ctx.addIssue({ code: "custom", path: ["timeZone"], message: INVALID_TIME_ZONE });
    }
  });

type FormInput = z.input<typeof schema>;
type FormValues = z.output<typeof schema>;

/** The fields a 400's `fields` can name. */
const SERVER_FIELDS = ["firstName", "lastName", "profileImageUrl", "timeZone", "birthday"] as const;

function initialValues(user: User, browserZone: string | undefined): FormInput {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    profileImageUrl: user.profileImageUrl ?? "",
    // An older server without the flag: the browser's reports set the zone.
    timeZoneMode: user.timeZoneFollowsBrowser === false ? CHOSEN : FOLLOW_BROWSER,
    timeZone: user.timeZone || browserZone || "",
    birthday: user.birthday ?? "",
  };
}

/** The body of `PUT /api/account/profile`: null for an empty field, and for "follow my browser". */
export function toProfileInput(values: FormValues): ProfileInput {
  return {
    firstName: values.firstName || null,
    lastName: values.lastName || null,
    profileImageUrl: values.profileImageUrl || null,
    timeZone: values.timeZoneMode === CHOSEN ? values.timeZone : null,
    birthday: values.birthday || null,
  };
}

/**
 * Name, photo, birthday and time zone (`PUT /api/account/profile`); the
 * email is shown, not edited. Saved with "follow my browser", the browser's
 * zone is reported at once so it applies now. `onSaved` gets the saved user
 * (the account menu's copy is updated with it).
 */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: (user: User) => unknown }) {
  const browserZone = useMemo(() => browserTimeZone(), []);
  const { zones } = useTimeZones();
  const ids = useId();
  const chooseLabelId = `${ids}-choose`;
  const zoneErrorId = `${ids}-zone-error`;

  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues(user, browserZone),
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;

  const [firstName, photo, mode, chosenZone] = useWatch({
    control,
    name: ["firstName", "profileImageUrl", "timeZoneMode", "timeZone"],
  });

  // The server's list, plus the chosen zone should the list lack it (or not have loaded).
  const zoneOptions = useMemo(() => {
    const list = [...zones];
    if (chosenZone && !list.includes(chosenZone)) list.unshift(chosenZone);
    return list;
  }, [zones, chosenZone]);

  const onSubmit = form.handleSubmit(async (values) => {
    await saveWithFeedback<FormInput, User>({
      save: async () => {
        let saved = await updateProfile(toProfileInput(values));
        if (values.timeZoneMode === FOLLOW_BROWSER && browserZone) {
          // Not worth failing the save over: the next page load reports it again.
          saved = await reportTimeZone(browserZone).catch(() => saved);
        }
        await onSaved(saved);
        return saved;
      },
      success: { title: PROFILE_SAVED },
      failure: PROFILE_SAVE_FAILED,
      fieldNames: SERVER_FIELDS,
      setError: form.setError,
      onSaved: (saved) => form.reset(initialValues(saved, browserZone)),
    });
  });

  const following = mode === FOLLOW_BROWSER;
  const zoneError = errors.timeZone?.message;

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle role="heading" aria-level={2} className="flex items-center gap-2 text-lg">
            <UserRound className="size-5 text-primary" aria-hidden="true" />
            Your details
          </CardTitle>
          <CardDescription>Your name and photo show in the account menu and to the friends you share with.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="flex items-center gap-4">
            <InitialsAvatar
              src={isHttpsUrl(photo ?? "") ? photo?.trim() : null}
              alt="Photo preview"
              initials={initials({ firstName: firstName ?? "", email: user.email })}
              className="size-16 text-xl"
            />
            <p className="text-sm text-muted-foreground">
              Paste the web address of a photo (starting with https://) to use it as your picture.
            </p>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message} className="content-start">
              <Input autoComplete="given-name" {...register("firstName")} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message} className="content-start">
              <Input autoComplete="family-name" {...register("lastName")} />
            </FormField>
          </div>

          <FormField label="Photo URL" error={errors.profileImageUrl?.message}>
            <Input type="url" inputMode="url" placeholder="https://" autoComplete="photo" {...register("profileImageUrl")} />
          </FormField>

          <FormField label={BIRTHDAY_LABEL} description={BIRTHDAY_HINT} error={errors.birthday?.message}>
            <Input type="date" autoComplete="bday" className="sm:w-56" {...register("birthday")} />
          </FormField>

          <FormField label="Email" description={EMAIL_HINT}>
            <Input value={user.email ?? ""} placeholder="No email address" readOnly />
          </FormField>

          <Controller
            control={control}
            name="timeZoneMode"
            render={({ field }) => (
              <FormField label="Time zone" group>
                {(props) => (
                  <div className="grid gap-3">
                    <RadioGroup {...props} ref={field.ref} value={field.value} onValueChange={field.onChange} className="gap-3">
                      <div className="flex items-center gap-2.5">
                        <RadioGroupItem id={`${ids}-follow`} value={FOLLOW_BROWSER} />
                        <Label htmlFor={`${ids}-follow`} className="flex-wrap font-normal">
                          Follow my browser{" "}
                          <span className="text-muted-foreground">({browserZone ?? "unknown"})</span>
                        </Label>
                      </div>
                      <div className="flex items-center gap-2.5">
                        <RadioGroupItem id={`${ids}-chosen`} value={CHOSEN} />
                        <Label id={chooseLabelId} htmlFor={`${ids}-chosen`} className="font-normal">
                          Choose a time zone
                        </Label>
                      </div>
                    </RadioGroup>
                    <Controller
                      control={control}
                      name="timeZone"
                      render={({ field: zone }) => (
                        <div className="grid gap-2 pl-6.5">
                          <NativeSelect
                            ref={zone.ref}
                            name={zone.name}
                            value={zone.value}
                            onChange={zone.onChange}
                            onBlur={zone.onBlur}
                            aria-labelledby={chooseLabelId}
                            aria-invalid={zoneError ? true : undefined}
                            aria-describedby={zoneError ? zoneErrorId : undefined}
                            disabled={following}
                          >
                            {zoneOptions.length === 0 ? <option value="">No time zones loaded</option> : null}
                            {zoneOptions.map((name) => (
                              <option key={name} value={name}>
                                {name}
                              </option>
                            ))}
                          </NativeSelect>
                          <FieldError id={zoneErrorId} message={zoneError} />
                        </div>
                      )}
                    />
                  </div>
                )}
              </FormField>
            )}
          />
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
