/** The seeded agents, by the e-mail that links a listing to its agent. */
export const KWAME = "kwame.asante@agents.ofie.com.gh";
export const AKOSUA = "akosua.mensah@agents.ofie.com.gh";
export const KOFI = "kofi.boateng@agents.ofie.com.gh";
export const ABENA = "abena.owusu-ansah@agents.ofie.com.gh";
export const FUSEINI = "fuseini.alhassan@agents.ofie.com.gh";
export const EKOW = "ekow.arthur@agents.ofie.com.gh";
export const SELORM = "selorm.agbeko@agents.ofie.com.gh";
export const NANA_YAA = "nanayaa.frimpong@agents.ofie.com.gh";
export const YAW = "yaw.darko@agents.ofie.com.gh";
export const EFUA = "efua.quaye@agents.ofie.com.gh";
export const MARIAM = "mariam.yakubu@agents.ofie.com.gh";
export const KWABENA = "kwabena.ofori@agents.ofie.com.gh";
export const EDEM = "edem.kpodo@agents.ofie.com.gh";
export const ADWOA = "adwoa.sarpong@agents.ofie.com.gh";
