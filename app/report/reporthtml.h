// SPDX-License-Identifier: Apache-2.0
#pragma once

// The pieces every report section is written with: escaping, paragraphs, tables, and the few formats the report
// shows numbers and names in. Internal to app/report; the texts are in ReportBuilder's translation context.
#include "domain/candidate.h"
#include "domain/costmodel.h"
#include "evidence/costdecisionsnapshot.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace fw::app::report {

using namespace fw::core;

QString esc(const QString& text);
QString para(const QString& text);
// What is not there, said plainly.
QString absent(const QString& text);
QString heading(const QString& text);
QString bullets(const QStringList& items);
// Cells are HTML already (esc() plain text first).
QString table(const QStringList& header, const QList<QStringList>& rows, const QString& cssClass = QString());
QStringList escaped(const QStringList& texts);
QString flagged(const QString& text);
QString mono(const QString& text);
QString candidateName(const Candidate& candidate);
QString dateTime(const QDateTime& when);
QString percent(double fraction);
QString costValue(const core::CostDecisionSnapshot& s, CostInputKey key, double value);

} // namespace fw::app::report
