import { HomeOrLanding } from "@/components/auth/home-or-landing";

export default function IndexPage() {
  return <HomeOrLanding />;
}
