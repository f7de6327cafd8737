pub mod russian;
