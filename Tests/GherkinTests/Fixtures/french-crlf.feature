# language: fr
Fonctionnalité: Annonces du stepper

  Scénario: Incrémenter
    Soit un stepper à 3
    Quand on incrémente
    Alors Orca dit "4"
    Et rien d'autre
